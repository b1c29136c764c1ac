--TEST--
Array containing a reference to itself
--FILE--
<?php
$a = [1];
$a[] = &$a;
var_dump(count($a), count($a[1]));
echo "ok\n";
--EXPECT--
int(2)
int(2)
ok
