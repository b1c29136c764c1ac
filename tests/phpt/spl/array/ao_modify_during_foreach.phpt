--TEST--
ArrayObject modified during foreach
--FILE--
<?php
$a = new ArrayObject([1, 2, 3]);
foreach ($a as $k => $v) { if ($k == 0) { $a['new'] = 4; } echo "$k=$v "; }
echo "\n";
$a = new ArrayObject([1, 2, 3]);
foreach ($a as $k => $v) { if ($k == 1) { unset($a[2]); } echo "$k=$v "; }
echo "\n";
?>
--EXPECT--
0=1 1=2 2=3 new=4 
0=1 1=2
