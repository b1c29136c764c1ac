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
var_dump($a->getArguments());
var_dump($a->newInstance());
?>
--EXPECT--
array(4) {
  [0]=>
  int(20)
  [1]=>
  string(5) "app_x"
  [2]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    ["k"]=>
    int(10)
  }
  [3]=>
  enum(Level::High)
}
object(Cfg)#3 (4) {
  ["a"]=>
  int(20)
  ["b"]=>
  string(5) "app_x"
  ["c"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    ["k"]=>
    int(10)
  }
  ["d"]=>
  enum(Level::High)
}
