--TEST--
__sleep selects properties, including private and protected ones; __wakeup runs after
--FILE--
<?php
class Conn {
    public $dsn = 'db:'; protected $user = 'u'; private $pass = 'p'; public $link = 'resource';
    public function __sleep() { return ['dsn', 'user', 'pass']; }
    public function __wakeup() { $this->link = 'reconnected'; }
}
$s = serialize(new Conn);
echo str_replace("\0", '~', $s), "\n";
var_dump(unserialize($s));
--EXPECT--
O:4:"Conn":3:{s:3:"dsn";s:3:"db:";s:7:"~*~user";s:1:"u";s:10:"~Conn~pass";s:1:"p";}
object(Conn)#1 (4) {
  ["dsn"]=>
  string(3) "db:"
  ["user":protected]=>
  string(1) "u"
  ["pass":"Conn":private]=>
  string(1) "p"
  ["link"]=>
  string(11) "reconnected"
}
