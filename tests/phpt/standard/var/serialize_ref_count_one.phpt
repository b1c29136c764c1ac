--TEST--
a reference no one else holds is a value
--FILE--
<?php
$a = [1];
$r = &$a[0];
unset($r);
echo serialize($a), "\n";
--EXPECT--
a:1:{i:0;i:1;}
