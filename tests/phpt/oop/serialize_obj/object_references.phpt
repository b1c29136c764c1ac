--TEST--
serialize keeps object identity and references inside the graph
--FILE--
<?php
$a = new stdClass; $a->name = 'a';
$b = new stdClass; $b->first = $a; $b->second = $a; $b->self = $b;
$s = serialize($b);
echo $s, "\n";
$u = unserialize($s);
var_dump($u->first === $u->second, $u->self === $u);
$arr = [1]; $arr[1] = &$arr[0];
echo serialize($arr), "\n";
--EXPECT--
O:8:"stdClass":3:{s:5:"first";O:8:"stdClass":1:{s:4:"name";s:1:"a";}s:6:"second";r:2;s:4:"self";r:1;}
bool(true)
bool(true)
a:2:{i:0;i:1;i:1;R:2;}
