--TEST--
Constructors compiled inline into hot `new C(...)` sites (promoted
parameters and property writes of arithmetic on them), and the calls
made after all: an argument no number (with the error's trace), an int
overflow, an inherited constructor on another class, a default
overwritten (its array dropped), a destructor's timing, a dynamic
property's deprecation, a typed property
--FILE--
<?php
class Pair {
    public $sum;
    public function __construct(public $a, public $b) {
        $this->sum = $a + $b;
    }
}
class Sub extends Pair {
    public $extra = 5;
}
class Holder {
    public $v = [1, 2, 3];
    public $w = "default";
    public function __construct($x) {
        $this->v = $x;
        $this->w = $x * 2;
    }
}
class Loud {
    public $n;
    public function __construct($n) { $this->n = $n; }
    public function __destruct() { if ($this->n % 10000 == 0 || $this->n > 29997) { echo "gone {$this->n}\n"; } }
}
class Dyn {
    public $a;
    public function __construct($x) { $this->a = $x; $this->b = $x + 1; }
}
class Typed {
    public int $t = 0;
    public $u;
    public function __construct($x) { $this->u = $x; $this->t = $x; }
}

$s = 0;
$prev = null;
for ($i = 0; $i < 30000; $i++) {
    $p = new Pair($i, 1);
    $s += $p->sum;
    $q = $i % 2 ? new Sub($i, 2.5) : new Pair(0.5, $i);
    $s += $q->sum + $q->a;
    $h = new Holder($i);
    $s += $h->v + $h->w;
    $t = new Typed($i);
    $s += $t->t + $t->u;
    $prev = $p;
}
var_dump($s, $prev->a, $prev->b, $prev->sum, $q, $h);

$r = [];
for ($i = 0; $i < 30000; $i++) {
    $x = match ($i) {
        29990 => PHP_INT_MAX,
        29991 => "12",
        29992 => null,
        29993 => true,
        29994 => 1.5,
        default => $i,
    };
    try {
        $p = new Pair($x, $i == 29995 ? [] : 1);
        if ($i >= 29990) {
            $r[] = $p->sum;
        }
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), " at line ", $e->getLine(), "\n";
        echo $e->getTraceAsString(), "\n";
    }
}
var_dump($r);
try {
    new Typed("abc");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

for ($i = 0; $i < 30000; $i++) {
    $l = new Loud($i);
    if ($i >= 29998) {
        echo "made $i\n";
    }
}
echo "loop done\n";
unset($l);
for ($i = 0; $i < 30000; $i++) {
    $d = @new Dyn($i);
}
var_dump($d->a, $d->b);
$d = new Dyn(1);
echo "end\n";
--EXPECTF--
float(3374977500)
int(29999)
int(1)
int(30000)
object(Sub)#3 (4) {
  ["sum"]=>
  float(30001.5)
  ["a"]=>
  int(29999)
  ["b"]=>
  float(2.5)
  ["extra"]=>
  int(5)
}
object(Holder)#4 (2) {
  ["v"]=>
  int(29999)
  ["w"]=>
  int(59998)
}
TypeError: Unsupported operand types: int + array at line 5
#0 %s(60): Pair->__construct(29995, Array)
#1 {main}
array(9) {
  [0]=>
  float(9.223372036854776E+18)
  [1]=>
  int(13)
  [2]=>
  int(1)
  [3]=>
  int(2)
  [4]=>
  float(2.5)
  [5]=>
  int(29997)
  [6]=>
  int(29998)
  [7]=>
  int(29999)
  [8]=>
  int(30000)
}
Cannot assign string to property Typed::$t of type int
gone 0
gone 10000
gone 20000
made 29998
gone 29998
made 29999
loop done
gone 29999
int(29999)
int(30000)

Deprecated: Creation of dynamic property Dyn::$b is deprecated in %s on line 26
end
