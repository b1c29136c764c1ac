--TEST--
chunked buffer, then clean and end_clean
--FILE--
<?php
ob_start(function ($b, $p) { static $n = 0; $n++; return "[$n:$p:$b]"; }, 4);
echo "ab"; echo "cd"; echo "efghij"; echo "k";
ob_clean();
echo "zz";
ob_end_clean();
echo "\n";
--EXPECT--
[1:1:abcd][2:0:efghij]
