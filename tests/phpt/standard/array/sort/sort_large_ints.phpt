--TEST--
sort() of 2000 ints
--FILE--
<?php
$a = [];
for ($i = 0; $i < 2000; $i++) $a[] = ($i * 7919) % 2003;
sort($a);
echo md5(implode(',', $a)), "\n", $a[0], ' ', $a[1999], "\n";
--EXPECT--
37845ebd865707b09e933af3180d539e
0 2002
