--TEST--
A serialize()/unserialize() run by __serialize/__unserialize/__sleep/__wakeup numbers from 1 even when it meets a Serializable object (php's serialize_lock), while one inside Serializable::serialize() continues the outer numbering
--FILE--
<?php
class S implements Serializable {
    public $x;
    function serialize() { return serialize($this->x); }
    function unserialize($d) { $this->x = unserialize($d); }
}
class M {
    public $p;
    function __serialize(): array { return ['s' => serialize($this->p)]; }
    function __unserialize($d): void { $this->p = unserialize($d['s']); }
}
class Sl {
    public $p, $s;
    function __sleep() { $this->s = serialize($this->p); return ['s']; }
    function __wakeup() { $this->p = unserialize($this->s); }
}
class WithAO {
    public $ao;
    function __serialize(): array { return ['d' => $this->ao->serialize()]; }
    function __unserialize($d): void { $this->ao = new ArrayObject; $this->ao->unserialize($d['d']); }
}
$o = new stdClass;
$s = new S;
$s->x = $o;
$m = new M;
$m->p = [$o, $s];
echo $t = serialize([$o, $m, $s]), "\n";
$u = unserialize($t);
var_dump($u[2]->x === $u[0], $u[1]->p[1]->x === $u[1]->p[0], $u[1]->p[0] === $u[0]);
$l = new Sl;
$l->p = [$o, $s];
echo $t = serialize([$o, $l]), "\n";
$u = unserialize($t);
var_dump($u[1]->p[1]->x === $u[1]->p[0]);
$w = new WithAO;
$w->ao = new ArrayObject([$o, $o]);
echo $t = serialize([$o, $w]), "\n";
$u = unserialize($t);
var_dump($u[1]->ao[0] === $u[1]->ao[1], $u[1]->ao[0] === $u[0]);
?>
--EXPECTF--

Deprecated: S implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line 2
a:3:{i:0;O:8:"stdClass":0:{}i:1;O:1:"M":1:{s:1:"s";s:65:"a:2:{i:0;O:8:"stdClass":0:{}i:1;C:1:"S":19:{O:8:"stdClass":0:{}}}";}i:2;C:1:"S":4:{r:2;}}
bool(true)
bool(false)
bool(false)
a:2:{i:0;O:8:"stdClass":0:{}i:1;O:2:"Sl":1:{s:1:"s";s:65:"a:2:{i:0;O:8:"stdClass":0:{}i:1;C:1:"S":19:{O:8:"stdClass":0:{}}}";}}
bool(false)
a:2:{i:0;O:8:"stdClass":0:{}i:1;O:6:"WithAO":1:{s:1:"d";s:52:"x:i:0;a:2:{i:0;O:8:"stdClass":0:{}i:1;r:3;};m:a:0:{}";}}
bool(true)
bool(false)
