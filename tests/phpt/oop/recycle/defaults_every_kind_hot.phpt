--TEST--
Objects made and freed in hot loops start from their class's defaults of every kind (arrays, strings, constants, enum cases, typed properties left uninitialized), with php's ids, destructor timing and possible-root counts
--FILE--
<?php
enum Suit { case Hearts; case Spades; }
const LIMIT = 10;
class K { const START = 3; }
class Every {
    public $arr = [1, 2, ['x' => 3]];
    public $str = "text";
    public $konst = LIMIT;
    public $cls = K::START;
    public Suit $suit = Suit::Hearts;
    public int $typed;
    public ?string $maybe = null;
    public $f = 1.5;
    public $b = true;
}
class Small { public int $n; public $v = 1; }
class Pair {
    public $sum;
    public function __construct(public $a, public $b) { $this->sum = $a + $b; }
}

// Destructors run when the last handle goes (60 turns: compiled with
// TUSK_JIT_HOT=0).
$log = [];
class Logged {
    public $v = 0;
    public function __destruct() { global $log; $log[] = "d" . $this->v; }
}
for ($i = 0; $i < 60; $i++) {
    $l = new Logged();
    $l->v = $i;
    $m = $l;
    $l = null;
    $log[] = "one" . $i;
    $m = null;
    $log[] = "none" . $i;
}
$bad = 0;
for ($i = 0; $i < 60; $i++) {
    if ($log[3 * $i] !== "one$i" || $log[3 * $i + 1] !== "d$i" || $log[3 * $i + 2] !== "none$i") {
        $bad++;
    }
}
echo count($log), " ", $bad, "\n";

// (isset() in a function: a temporary holding the object would keep it
// for longer than php does.)
function typed_set($o) { return isset($o->typed); }

// Every kind of default, objects replaced each turn: each new object
// starts from the defaults, whatever the freed one was changed to.
$e = null;
$seen = [];
for ($i = 0; $i < 3000; $i++) {
    $e = new Every();
    if ($i % 1000 == 7) {
        $seen[] = [spl_object_id($e), $e->arr, $e->str, $e->konst, $e->cls, $e->suit, typed_set($e), $e->maybe, $e->f, $e->b];
    }
    $e->arr[] = $i;
    $e->arr[2]['x'] = $i;
    $e->str .= "!";
    $e->suit = Suit::Spades;
    $e->typed = $i;
    $e->maybe = "m$i";
}
var_dump($seen);
var_dump($e);
$e = null;

// Typed uninitialized slots stay uninitialized in a reused block.
$t = null;
for ($i = 0; $i < 2000; $i++) {
    $t = new Small();
    if ($i % 2 == 0) {
        $t->n = $i;
    }
}
try {
    echo $t->n, "\n";
} catch (Error $err) {
    echo get_class($err), ": ", $err->getMessage(), "\n";
}
$t2 = new Small();
var_dump($t2);
unset($t, $t2);

// Objects kept in a second variable for one turn, some with a dynamic
// property or an object in a slot.
$prev = null;
$keep = [];
for ($i = 0; $i < 3000; $i++) {
    $p = new Pair($i, 1);
    $s = new Small();
    if ($i % 3 == 0) {
        @$s->dyn = $i;
    }
    if ($i % 5 == 0) {
        $s->v = new Pair($i, $i);
    }
    if ($i > 2990) {
        $keep[] = [spl_object_id($p), spl_object_id($s), $prev ? spl_object_id($prev) : 0];
    }
    $prev = $p;
}
echo json_encode($keep), "\n";
echo $prev->a, " ", $prev->sum, "\n";
unset($p, $s, $prev);
$x = new Small();
$y = new Pair(1, 2);
echo spl_object_id($x), " ", spl_object_id($y), "\n";
unset($x, $y);

echo "end\n";
--EXPECT--
180 0
array(3) {
  [0]=>
  array(10) {
    [0]=>
    int(4)
    [1]=>
    array(3) {
      [0]=>
      int(1)
      [1]=>
      int(2)
      [2]=>
      array(1) {
        ["x"]=>
        int(3)
      }
    }
    [2]=>
    string(4) "text"
    [3]=>
    int(10)
    [4]=>
    int(3)
    [5]=>
    enum(Suit::Hearts)
    [6]=>
    bool(false)
    [7]=>
    NULL
    [8]=>
    float(1.5)
    [9]=>
    bool(true)
  }
  [1]=>
  array(10) {
    [0]=>
    int(4)
    [1]=>
    array(3) {
      [0]=>
      int(1)
      [1]=>
      int(2)
      [2]=>
      array(1) {
        ["x"]=>
        int(3)
      }
    }
    [2]=>
    string(4) "text"
    [3]=>
    int(10)
    [4]=>
    int(3)
    [5]=>
    enum(Suit::Hearts)
    [6]=>
    bool(false)
    [7]=>
    NULL
    [8]=>
    float(1.5)
    [9]=>
    bool(true)
  }
  [2]=>
  array(10) {
    [0]=>
    int(4)
    [1]=>
    array(3) {
      [0]=>
      int(1)
      [1]=>
      int(2)
      [2]=>
      array(1) {
        ["x"]=>
        int(3)
      }
    }
    [2]=>
    string(4) "text"
    [3]=>
    int(10)
    [4]=>
    int(3)
    [5]=>
    enum(Suit::Hearts)
    [6]=>
    bool(false)
    [7]=>
    NULL
    [8]=>
    float(1.5)
    [9]=>
    bool(true)
  }
}
object(Every)#4 (9) {
  ["arr"]=>
  array(4) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    array(1) {
      ["x"]=>
      int(2999)
    }
    [3]=>
    int(2999)
  }
  ["str"]=>
  string(5) "text!"
  ["konst"]=>
  int(10)
  ["cls"]=>
  int(3)
  ["suit"]=>
  enum(Suit::Spades)
  ["typed"]=>
  int(2999)
  ["maybe"]=>
  string(5) "m2999"
  ["f"]=>
  float(1.5)
  ["b"]=>
  bool(true)
}
Error: Typed property Small::$n must not be accessed before initialization
object(Small)#5 (1) {
  ["n"]=>
  uninitialized(int)
  ["v"]=>
  int(1)
}
[[7,6,5],[5,8,7],[7,6,5],[5,8,7],[7,6,5],[5,2,7],[7,6,5],[5,2,7],[7,6,5]]
2999 3000
7 6
end
