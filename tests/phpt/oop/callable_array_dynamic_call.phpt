--TEST--
Calling array and 'C::m' callables through a variable, with spread arguments
--FILE--
<?php
class Svc {
    private $p = 'private';
    public function hello($a, $b = 'b') { return "hello $a $b"; }
    public static function st(...$xs) { return static::class . ':' . implode(',', $xs); }
    private function hidden() { return $this->p; }
    public function viaSelf() { $f = [$this, 'hidden']; return $f(); }
}
class Sub extends Svc {}
$o = new Svc;
$f = [$o, 'hello'];
echo $f('x'), "\n";
echo $f(...['y', 'z']), "\n";
$g = ['Sub', 'st'];
echo $g(1, 2), "\n";
$h = 'Svc::st';
echo $h(...[3, 4]), "\n";
echo $o->viaSelf(), "\n";
$args = ['b' => 'named', 'a' => 'first'];
echo $f(...$args), "\n";
try { $bad = [$o, 'hidden']; $bad(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $bad = [$o, 'nope']; $bad(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $bad = [1, 2, 3]; $bad(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
?>
--EXPECT--
hello x b
hello y z
Sub:1,2
Svc:3,4
private
hello first named
Error: Call to private method Svc::hidden() from global scope
Error: Call to undefined method Svc::nope()
Error: Array callback must have exactly two elements
