--TEST--
new at one site, many times: constructors, no constructor with arguments, defaults copied, ids reused
--FILE--
<?php
class Bare { public $v = [1]; public $w; }
class WithCtor {
    public $sum;
    public function __construct(public $a, public $b = 2) { $this->sum = $a + $b; }
}
abstract class Abs {}
class Priv { private function __construct() {} public static function make() { return new Priv; } }
function ctr() { static $n = 0; return ++$n; }
for ($i = 0; $i < 3; $i++) {
    $b = new Bare(ctr(), ctr());
    $b->v[] = $i;
    $w = new WithCtor($i);
    var_dump(spl_object_id($b), $b->v, $w->sum);
}
var_dump(ctr());
for ($i = 0; $i < 2; $i++) {
    try {
        $x = new Abs;
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        $x = new Priv;
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    var_dump(get_class(Priv::make()));
}
$name = 'WithCtor';
for ($i = 0; $i < 2; $i++) {
    $o = new $name($i, $i);
    var_dump($o->sum);
}
--EXPECT--
int(1)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(0)
}
int(2)
int(3)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(1)
}
int(3)
int(2)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(4)
int(7)
Cannot instantiate abstract class Abs
Call to private Priv::__construct() from global scope
string(4) "Priv"
Cannot instantiate abstract class Abs
Call to private Priv::__construct() from global scope
string(4) "Priv"
int(0)
int(2)
