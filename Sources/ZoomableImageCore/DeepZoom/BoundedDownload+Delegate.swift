import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The session's reports, each fed to its transfer's ResponseStateMachine and performed. Called on
// the download's serial delegate queue; a task whose transfer is over (forgotten) is cancelled.

extension BoundedDownload: URLSessionDataDelegate {
    public func urlSession(_ session: URLSession, task: URLSessionTask,
                           willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
                           completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        guard let transfer = transfer(of: task) else { return completionHandler(nil) }
        transfer.perform(transfer.update { $0.redirected() }, request: request, completion: completionHandler)
    }

    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                           completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        guard let transfer = transfer(of: dataTask) else { return completionHandler(.cancel) }
        let http = response as? HTTPURLResponse
        let action = transfer.update {
            $0.received(statusCode: http?.statusCode, mediaType: http?.value(forHTTPHeaderField: "Content-Type"),
                        expectedLength: response.expectedContentLength)
        }
        transfer.perform(action, completion: completionHandler)
    }

    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let transfer = transfer(of: dataTask) else { return dataTask.cancel() }
        transfer.perform(transfer.update { $0.received(byteCount: data.count) }, chunk: data)
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfer(of: task) else { return }
        // A session reports URLErrors (NSErrors of NSURLErrorDomain, bridged).
        let urlError = error.map { $0 as? URLError ?? URLError(.unknown) }
        transfer.perform(transfer.update { $0.completed(error: urlError) })
    }
}
