--TEST--
shutdown function output goes through open buffers
--FILE--
<?php
register_shutdown_function(function () { echo "shutdown"; });
ob_start(fn($b, $p) => "[$p:$b]");
echo "main ";
--EXPECT--
[9:main shutdown]
