--TEST--
nested buffers left open are flushed top first through their callbacks
--FILE--
<?php
ob_start(function ($b, $p) { return "[1:$p:$b]"; });
echo "a";
ob_start(function ($b, $p) { return "[2:$p:$b]"; });
echo "b";
ob_start(function ($b, $p) { return "[3:$p:$b]"; });
echo "c";
--EXPECT--
[1:9:a[2:9:b[3:9:c]]]
