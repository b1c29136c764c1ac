--TEST--
a chunked callback runs each time the size is reached
--FILE--
<?php
ob_start(function ($b, $p) { return "[$p:$b]"; }, 4);
echo "ab";
echo "cdef";
echo "g";
echo "hijk";
ob_end_flush();
echo "\n";
--EXPECT--
[1:abcdef][0:ghijk][8:]
