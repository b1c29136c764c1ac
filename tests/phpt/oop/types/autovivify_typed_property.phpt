--TEST--
Making an array (`$o->p[] = v`, `$o->p['k'] = v`, nested, by reference,
list() and foreach targets) out of a typed property's null, false or
uninitialized value is a TypeError unless the type has array (php's
"Cannot auto-initialize an array inside property ..."), through a
reference the property holds too; ?array, array, iterable, mixed and
untyped properties, static ones, and compound assignments below the
property (which php lets through) work as php has them
--FILE--
<?php
class C {
    public ?int $p = null; public int $q; public ?string $s = null; public int|false $f = false;
    public ?array $a = null; public ?int $n = 3; public array $arr; public mixed $m = null;
    public iterable $it; public $u = null; public static ?int $st = null; public static ?array $sa = null;
    public ?C $o = null;
    function push() { $this->p[] = 1; }
}
$codes = ['$c->p[] = 1;', '$c->p["k"] = 1;', '$c->q[] = 1;', '$c->s[] = 1;', '$c->f[] = 1;',
  '$c->a[] = 1;', '$c->n[] = 1;', '$c->p[0][1] = 2;', '$c->arr[] = 1;', '$c->m[] = 1;', '$c->it[] = 1;',
  '$c->u[] = 1;', 'C::$st[] = 1;', 'C::$sa[] = 1;', '$r = &$c->f; $r[] = 1;', '$r = &$c->p; $r["x"]["y"] = 1;',
  '$r = &$c->a; $r[] = 1;', '$c->p[0] .= "x";', '$c->p[0]++;', 'foreach ([1] as $c->p[]) {}', '[$c->p[]] = [1];',
  '$z = &$c->p[0];', 'unset($c->p[0]);', '$c->push();', '$c->o[] = 1;', 'isset($c->p[0]);',
  '$c->p->x = 1;', 'C::$st["a"]["b"] = 1;', '$r = &C::$st; $r[] = 1;', '$c->p = 5; $c->p[] = 1;'];
foreach ($codes as $code) {
    $c = new C;
    C::$st = null;
    try { eval($code); echo "ok $code\n"; } catch (Error $e) { echo $code, " ", get_class($e), ": ", $e->getMessage(), "\n"; }
    var_dump($c->p, C::$st);
}
function loop() { $c = new C; for ($i = 0; $i < 3; $i++) { try { $c->p[] = $i; } catch (TypeError $e) { echo $e->getMessage(), "\n"; } } var_dump($c->p); }
loop();
foreach (['$r = &$c->p; $r[0]++;', '$c->p[0][1] .= "x";', '$c->p[] = &$x;', '$c->p[0] = &$x;', 'C::$st[] = &$x;', '$r = &$c->p; $r[] = &$x;', '$c->q["a"] ??= 1;', '$c->p[0][1]++;', '$r = &$c->p; $r[0][1]++;', '$r = &C::$st; $r[0]++;', '$c->p[0]--;'] as $code) {
    $c = new C;
    C::$st = null;
    try { eval($code); echo "ok $code\n"; } catch (Error $e) { echo $code, " ", get_class($e), ": ", $e->getMessage(), "\n"; }
    var_dump($c->p, C::$st);
}
--EXPECTF--
$c->p[] = 1; TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
$c->p["k"] = 1; TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
$c->q[] = 1; TypeError: Cannot auto-initialize an array inside property C::$q of type int
NULL
NULL
$c->s[] = 1; TypeError: Cannot auto-initialize an array inside property C::$s of type ?string
NULL
NULL
$c->f[] = 1; TypeError: Cannot auto-initialize an array inside property C::$f of type int|false
NULL
NULL
ok $c->a[] = 1;
NULL
NULL
$c->n[] = 1; Error: Cannot use a scalar value as an array
NULL
NULL
$c->p[0][1] = 2; TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
ok $c->arr[] = 1;
NULL
NULL
ok $c->m[] = 1;
NULL
NULL
ok $c->it[] = 1;
NULL
NULL
ok $c->u[] = 1;
NULL
NULL
C::$st[] = 1; TypeError: Cannot auto-initialize an array inside property C::$st of type ?int
NULL
NULL
ok C::$sa[] = 1;
NULL
NULL
$r = &$c->f; $r[] = 1; TypeError: Cannot auto-initialize an array inside a reference held by property C::$f of type int|false
NULL
NULL
$r = &$c->p; $r["x"]["y"] = 1; TypeError: Cannot auto-initialize an array inside a reference held by property C::$p of type ?int
NULL
NULL
ok $r = &$c->a; $r[] = 1;
NULL
NULL

Warning: Undefined array key 0 in %s(18) : eval()'d code on line 1
ok $c->p[0] .= "x";
array(1) {
  [0]=>
  string(1) "x"
}
NULL

Warning: Undefined array key 0 in %s(18) : eval()'d code on line 1
ok $c->p[0]++;
array(1) {
  [0]=>
  int(1)
}
NULL
foreach ([1] as $c->p[]) {} TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
[$c->p[]] = [1]; TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
$z = &$c->p[0]; TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
ok unset($c->p[0]);
NULL
NULL
$c->push(); TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
$c->o[] = 1; TypeError: Cannot auto-initialize an array inside property C::$o of type ?C
NULL
NULL
ok isset($c->p[0]);
NULL
NULL
$c->p->x = 1; Error: Attempt to assign property "x" on null
NULL
NULL
C::$st["a"]["b"] = 1; TypeError: Cannot auto-initialize an array inside property C::$st of type ?int
NULL
NULL
$r = &C::$st; $r[] = 1; TypeError: Cannot auto-initialize an array inside a reference held by property C::$st of type ?int
NULL
NULL
$c->p = 5; $c->p[] = 1; Error: Cannot use a scalar value as an array
int(5)
NULL
Cannot auto-initialize an array inside property C::$p of type ?int
Cannot auto-initialize an array inside property C::$p of type ?int
Cannot auto-initialize an array inside property C::$p of type ?int
NULL
$r = &$c->p; $r[0]++; TypeError: Cannot auto-initialize an array inside a reference held by property C::$p of type ?int
NULL
NULL

Warning: Undefined array key 0 in %s(26) : eval()'d code on line 1

Warning: Undefined array key 1 in %s(26) : eval()'d code on line 1
ok $c->p[0][1] .= "x";
array(1) {
  [0]=>
  array(1) {
    [1]=>
    string(1) "x"
  }
}
NULL
$c->p[] = &$x; TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
$c->p[0] = &$x; TypeError: Cannot auto-initialize an array inside property C::$p of type ?int
NULL
NULL
C::$st[] = &$x; TypeError: Cannot auto-initialize an array inside property C::$st of type ?int
NULL
NULL
$r = &$c->p; $r[] = &$x; TypeError: Cannot auto-initialize an array inside a reference held by property C::$p of type ?int
NULL
NULL
$c->q["a"] ??= 1; TypeError: Cannot auto-initialize an array inside property C::$q of type int
NULL
NULL

Warning: Undefined array key 0 in %s(26) : eval()'d code on line 1

Warning: Undefined array key 1 in %s(26) : eval()'d code on line 1
ok $c->p[0][1]++;
array(1) {
  [0]=>
  array(1) {
    [1]=>
    int(1)
  }
}
NULL
$r = &$c->p; $r[0][1]++; TypeError: Cannot auto-initialize an array inside a reference held by property C::$p of type ?int
NULL
NULL
$r = &C::$st; $r[0]++; TypeError: Cannot auto-initialize an array inside a reference held by property C::$st of type ?int
NULL
NULL

Warning: Undefined array key 0 in %s(26) : eval()'d code on line 1
ok $c->p[0]--;
array(1) {
  [0]=>
  NULL
}
NULL
