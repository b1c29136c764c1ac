--TEST--
attribute arguments are constant expressions
--FILE--
<?php
const PREFIX = 'app_';
enum Level: int { case Low = 1; case High = 2; }
#[Attribute] class Cfg { public function __construct(public $a = null, public $b = null, public $c = null, public $d = null) {} }
class Holder {
  const LIMIT = 10;
  #[Cfg(self::LIMIT * 2, PREFIX . 'x', [1, 2, 'k' => Holder::LIMIT], Level::High)]
  public function m() {}
}
$a = (new ReflectionMethod('Holder', 'm'))->getAttributes()[0];
$args = $a->getArguments();
var_dump($args[0], $args[1], $args[2], $args[3]->name);
$i = $a->newInstance();
var_dump($i->a, $i->b, $i->d === Level::High);
?>
--EXPECT--
int(20)
string(5) "app_x"
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["k"]=>
  int(10)
}
string(4) "High"
int(20)
string(5) "app_x"
bool(true)
