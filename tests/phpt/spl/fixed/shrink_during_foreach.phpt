--TEST--
SplFixedArray shrunk during foreach
--FILE--
<?php
$f = new SplFixedArray(2);
foreach ($f as $k => $v) { $f->setSize(1); echo "$k "; }
echo "\n";
?>
--EXPECT--
0
