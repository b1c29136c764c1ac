--TEST--
numeric string keys serialize as ints
--FILE--
<?php
$a = ["5" => 'a', "05" => 'b', "-3" => 'c'];
echo serialize($a), "\n";
--EXPECT--
a:3:{i:5;s:1:"a";s:2:"05";s:1:"b";i:-3;s:1:"c";}
