--TEST--
exit inside a callback: the buffer is passed on, shutdown output still buffered
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown\n"; });
ob_start(function ($b, $p) { return "[1:$p:$b]"; });
ob_start(function ($b, $p) { exit("E"); });
echo "x";
ob_end_flush();
echo "never";
--EXPECT--
[1:9:xEshutdown
]
