--TEST--
output from inside a callback is discarded
--FILE--
<?php
ob_start(function ($b, $p) { echo "inside"; print "more"; return "[$b]"; });
echo "a";
ob_end_flush();
echo "\n";
--EXPECT--
[a]
