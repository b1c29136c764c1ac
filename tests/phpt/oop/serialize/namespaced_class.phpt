--TEST--
namespaced class name
--FILE--
<?php
namespace App\Model;
class User { public $id = 7; }
$s = serialize(new User); var_dump($s); var_dump(unserialize($s));
--EXPECT--
string(39) "O:14:"App\Model\User":1:{s:2:"id";i:7;}"
object(App\Model\User)#1 (1) {
  ["id"]=>
  int(7)
}
