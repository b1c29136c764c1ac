--TEST--
exit flushes open buffers through their callbacks
--FILE--
<?php
ob_start(function ($b, $p) { return "[1:$p:$b]"; });
ob_start(function ($b, $p) { return "[2:$p:$b]"; });
echo "x";
exit("bye");
--EXPECT--
[1:9:[2:9:xbye]]
