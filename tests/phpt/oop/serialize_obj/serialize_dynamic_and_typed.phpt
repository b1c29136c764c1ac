--TEST--
Serializing typed uninitialized and dynamic properties
--FILE--
<?php
#[AllowDynamicProperties]
class T { public int $typed; public ?string $n = null; }
$t = new T; $t->dyn = 'd';
$s = serialize($t);
echo $s, "\n";
$u = unserialize($s);
var_dump($u);
--EXPECT--
O:1:"T":2:{s:1:"n";N;s:3:"dyn";s:1:"d";}
object(T)#2 (2) {
  ["typed"]=>
  uninitialized(int)
  ["n"]=>
  NULL
  ["dyn"]=>
  string(1) "d"
}
