--TEST--
nested chunked callbacks, flush, clean and end
--FILE--
<?php
ob_start(function ($b, $p) { return "<1:$p:$b>"; }, 3);
ob_start(function ($b, $p) { return "<2:$p:$b>"; }, 5);
echo "ab"; echo "cdefg"; echo "h"; echo "ijklmnop";
ob_flush();
echo "q";
ob_clean();
echo "rs";
ob_end_flush();
echo "tu";
ob_end_clean();
echo "\n";
--EXPECT--
<1:1:<2:1:abcdefg>><1:0:<2:0:hijklmnop>><1:0:<2:4:>><1:0:<2:8:rs>>
