/// The built-in example trace: `Examples/Traces/tour.json`, verbatim, so that `swift run zoom-replay`
/// works from any directory without the repository's files. A test (`ExampleTraceTests`) keeps the
/// two identical: edit the file, then paste it here between the delimiters.
enum BuiltInTrace {
    /// The name of the file it copies, for messages.
    static let fileName = "Examples/Traces/tour.json"

    /// The JSON text of `Examples/Traces/tour.json`.
    static let json = #"""
{
  "droppedInputCount" : 0,
  "formatVersion" : 3,
  "inputs" : [
    {
      "input" : {
        "pan" : {
          "phase" : "began",
          "translation" : [
            0,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 0
    },
    {
      "input" : {
        "pinch" : {
          "centroid" : [
            0,
            150
          ],
          "phase" : "began",
          "scale" : 1.25,
          "touchCount" : 2
        }
      },
      "time" : 0.016
    },
    {
      "input" : {
        "pinch" : {
          "centroid" : [
            0,
            150
          ],
          "phase" : "changed",
          "scale" : 1.25,
          "touchCount" : 2
        }
      },
      "time" : 0.033
    },
    {
      "input" : {
        "pinch" : {
          "centroid" : [
            0,
            150
          ],
          "phase" : "changed",
          "scale" : 1.28,
          "touchCount" : 2
        }
      },
      "time" : 0.05
    },
    {
      "input" : {
        "pinch" : {
          "phase" : "ended",
          "scale" : 1,
          "touchCount" : 2
        }
      },
      "time" : 0.066
    },
    {
      "input" : {
        "pan" : {
          "phase" : "ended",
          "translation" : [
            0,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 0.066
    },
    {
      "input" : {
        "pan" : {
          "phase" : "began",
          "translation" : [
            0,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 0.6
    },
    {
      "input" : {
        "pan" : {
          "phase" : "changed",
          "translation" : [
            40,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 0.616
    },
    {
      "input" : {
        "pan" : {
          "phase" : "changed",
          "translation" : [
            40,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 0.633
    },
    {
      "input" : {
        "pan" : {
          "phase" : "changed",
          "translation" : [
            40,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 0.65
    },
    {
      "input" : {
        "pan" : {
          "phase" : "ended",
          "translation" : [
            0,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 0.666
    },
    {
      "input" : {
        "pan" : {
          "phase" : "began",
          "translation" : [
            0,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 1.2
    },
    {
      "input" : {
        "pan" : {
          "phase" : "changed",
          "translation" : [
            -30,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 1.216
    },
    {
      "input" : {
        "pan" : {
          "phase" : "changed",
          "translation" : [
            -30,
            0
          ],
          "velocity" : [
            0,
            0
          ]
        }
      },
      "time" : 1.233
    },
    {
      "input" : {
        "pan" : {
          "phase" : "ended",
          "translation" : [
            0,
            0
          ],
          "velocity" : [
            -800,
            0
          ]
        }
      },
      "time" : 1.25
    },
    {
      "input" : {
        "doubleTap" : {
          "location" : [
            150,
            250
          ],
          "phase" : "ended",
          "shown" : {
            "center" : [
              0,
              250
            ],
            "transform" : [
              2,
              0,
              0,
              2,
              0,
              0
            ]
          }
        }
      },
      "time" : 2
    },
    {
      "input" : {
        "doubleTap" : {
          "location" : [
            280,
            200
          ],
          "phase" : "ended",
          "shown" : {
            "center" : [
              150,
              250
            ],
            "transform" : [
              1,
              0,
              0,
              1,
              0,
              0
            ]
          }
        }
      },
      "time" : 2.8
    }
  ],
  "note" : "Tour: pinch ×2 at the image's top-left corner, pull past the left edge and let go, fling into the right edge, double tap back to rest, double tap near the right edge. A 600 × 400 px photo, aspect fit in a 300 × 500 pt container.",
  "start" : {
    "areKeyCommandsEnabled" : true,
    "configuration" : {
      "bouncesPan" : true,
      "bouncesZoom" : true,
      "doubleTapZoomScale" : 2.5,
      "maximumZoomScale" : 4,
      "minimumZoomScale" : 1
    },
    "containerBounds" : [
      [
        0,
        0
      ],
      [
        300,
        500
      ]
    ],
    "contentMode" : "scaleAspectFit",
    "decode" : {
      "idle" : {
        "plannedSide" : 0
      }
    },
    "display" : {
      "displayScale" : 0,
      "reducesMotion" : false
    },
    "image" : {
      "orientation" : "up",
      "scale" : 1,
      "size" : [
        600,
        400
      ]
    },
    "imageIdentity" : 1,
    "isDoubleTapEnabled" : true,
    "isInitialized" : true,
    "loadGeneration" : 0,
    "movement" : "rest",
    "nextAnimationID" : 1,
    "restingCenter" : [
      150,
      250
    ],
    "scrollZoomModifiers" : [
      "command"
    ],
    "touchCount" : 0,
    "viewBounds" : [
      [
        0,
        0
      ],
      [
        300,
        500
      ]
    ],
    "zoom" : {
      "center" : [
        150,
        250
      ],
      "scale" : 1
    }
  }
}
"""#
}
