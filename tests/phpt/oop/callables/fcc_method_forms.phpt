--TEST--
First-class callables from instance, static and dynamic method names
--FILE--
<?php
class M {
    public function __construct(private string $p = 'x') {}
    public function hi($n) { return "{$this->p}:hi $n"; }
    public static function st($n) { return static::class . ":st $n"; }
}
class N extends M {}
$m = new M('obj');
$a = $m->hi(...);
var_dump($a('a'));
$b = M::st(...);
var_dump($b('b'));
$c = N::st(...);
var_dump($c('c'));
$meth = 'hi';
$d = $m->$meth(...);
var_dump($d('d'));
$cls = 'N';
$e = $cls::st(...);
var_dump($e('e'));
$f = [$m, 'hi'](...);
var_dump($f('f'));
--EXPECT--
string(8) "obj:hi a"
string(6) "M:st b"
string(6) "N:st c"
string(8) "obj:hi d"
string(6) "N:st e"
string(8) "obj:hi f"
