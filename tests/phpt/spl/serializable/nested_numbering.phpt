--TEST--
serialize()/unserialize() and the SPL serialize()/unserialize() methods called inside a Serializable::serialize()/unserialize() continue the outer call's numbering (php's shared var_hash)
--FILE--
<?php
class Box implements Serializable {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function serialize() { return serialize($this->d); }
    function unserialize($s) { $this->d = unserialize($s); }
}
class Holder implements Serializable {
    public $ao, $st, $l;
    function serialize() {
        return $this->ao->serialize() . '|' . $this->st->serialize() . '|' . $this->l->serialize();
    }
    function unserialize($s) {
        [$a, $b, $c] = explode('|', $s);
        $this->ao = new ArrayObject;
        $this->ao->unserialize($a);
        $this->st = new SplObjectStorage;
        $this->st->unserialize($b);
        $this->l = new SplDoublyLinkedList;
        $this->l->unserialize($c);
    }
}
class W {
    public $n = 0;
    function __wakeup() { echo "wakeup\n"; }
}
class U {
    public $d;
    function __unserialize($d) { echo "__unserialize\n"; $this->d = $d; }
}
echo "start\n";
$o = new stdClass;
$o->v = 1;
$s = serialize([$o, new Box($o), new Box([$o, $o])]);
echo $s, "\n";
$u = unserialize($s);
var_dump($u[0] === $u[1]->d, $u[2]->d[0] === $u[0], $u[2]->d[1] === $u[0]);

$h = new Holder;
$x = new stdClass;
$h->ao = new ArrayObject([$x, $x]);
$h->st = new SplObjectStorage;
$h->st[$x] = 'inf';
$h->l = new SplDoublyLinkedList;
$h->l->push($x);
$s = serialize([$x, $h]);
echo $s, "\n";
$u = unserialize($s);
var_dump($u[1]->ao[0] === $u[0], $u[1]->ao[1] === $u[0], $u[1]->st->contains($u[0]), $u[1]->l[0] === $u[0]);
// Outside serialize(), the methods number from 1.
echo $h->ao->serialize(), "\n";
echo $h->st->serialize(), "\n";
echo $h->l->serialize(), "\n";

// __wakeup/__unserialize of objects inside the C: data run at the end of the outer unserialize().
$d = 'x:i:0;a:2:{i:0;O:1:"W":0:{}i:1;O:1:"U":1:{i:0;i:1;}};m:a:0:{}';
$r = unserialize('a:2:{i:0;C:11:"ArrayObject":' . strlen($d) . ':{' . $d . '}i:1;s:4:"last";}');
echo "after unserialize\n";
var_dump($r[0][1]->d);
$a = new ArrayObject;
$a->unserialize($d);
echo "after method\n";
$l = new SplDoublyLinkedList;
$l->unserialize('i:0;:O:1:"U":1:{i:0;i:1;}:O:1:"W":0:{}');
echo "after dll\n";
?>
--EXPECTF--

Deprecated: Box implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 2

Deprecated: Holder implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 8
start
a:3:{i:0;O:8:"stdClass":1:{s:1:"v";i:1;}i:1;C:3:"Box":4:{r:2;}i:2;C:3:"Box":22:{a:2:{i:0;r:2;i:1;r:2;}}}
bool(true)
bool(true)
bool(true)
a:2:{i:0;O:8:"stdClass":0:{}i:1;C:6:"Holder":78:{x:i:0;a:2:{i:0;r:2;i:1;r:2;};m:a:0:{}|x:i:1;r:2;,s:3:"inf";;m:a:0:{}|i:0;:r:2;}}
bool(true)
bool(true)
bool(true)
bool(true)
x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:3;};m:a:0:{}
x:i:1;O:8:"stdClass":0:{},s:3:"inf";;m:a:0:{}
i:0;:O:8:"stdClass":0:{}
wakeup
__unserialize
after unserialize
array(1) {
  [0]=>
  int(1)
}
wakeup
__unserialize
after method
__unserialize
wakeup
after dll
