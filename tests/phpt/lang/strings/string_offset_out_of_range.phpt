--TEST--
Reading out-of-range string offset warns
--FILE--
<?php
$s = "abc";
var_dump($s[3]);
var_dump($s[-4]);
echo "done\n";
--EXPECTF--

Warning: Uninitialized string offset 3 in %s on line 3
string(0) ""

Warning: Uninitialized string offset -4 in %s on line 4
string(0) ""
done
