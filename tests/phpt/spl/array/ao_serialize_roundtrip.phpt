--TEST--
ArrayObject serialize round trip
--FILE--
<?php
$a = new ArrayObject([1, 'k' => 'v']);
echo $s = serialize($a), "\n";
$b = unserialize($s);
var_dump(get_class($b), $b->getArrayCopy());
echo serialize(new ArrayIterator([1])), "\n";
?>
--EXPECT--
O:11:"ArrayObject":4:{i:0;i:0;i:1;a:2:{i:0;i:1;s:1:"k";s:1:"v";}i:2;a:0:{}i:3;N;}
string(11) "ArrayObject"
array(2) {
  [0]=>
  int(1)
  ["k"]=>
  string(1) "v"
}
O:13:"ArrayIterator":4:{i:0;i:0;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;N;}
