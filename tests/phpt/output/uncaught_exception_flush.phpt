--TEST--
an uncaught exception is printed into the buffers, then they are flushed
--FILE--
<?php
ob_start(function ($b, $p) { return "[1:$p:$b]"; });
echo "x";
throw new Exception("boom");
--EXPECTF--
[1:9:x
Fatal error: Uncaught Exception: boom in %s:4
Stack trace:
#0 {main}
  thrown in %s on line 4
]
