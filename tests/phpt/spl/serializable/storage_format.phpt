--TEST--
SplObjectStorage serialize()/unserialize(): the count, each object with its data, then the members; unserialize() adds to what the storage holds
--FILE--
<?php
class H extends SplObjectStorage {
    public function getHash($o): string { return get_class($o); }
}
$st = new SplObjectStorage;
echo $st->serialize(), "\n";
$o = new stdClass;
$st[$o] = 5;
$st[new ArrayObject([1])] = $o;
$st->attach(new stdClass);
echo $st->serialize(), "\n";
@$st->m = [1];
echo $st->serialize(), "\n";

$n = new SplObjectStorage;
$n->unserialize($st->serialize());
var_dump(count($n), $n->m);
$n->rewind();
$first = $n->current();
$n->next();
var_dump($n[$n->current()] === $first, $n->getInfo() === $first);

$k = new SplObjectStorage;
$a = new stdClass;
$k[$a] = 1;
$k->unserialize('x:i:1;O:8:"stdClass":0:{},i:5;;m:a:0:{}');
var_dump(count($k), $k[$a]);
$k->unserialize('x:i:1;O:8:"stdClass":0:{};m:a:0:{}');
var_dump(count($k));
$k->unserialize('');
var_dump(count($k));

$h = new H;
$h->unserialize('x:i:2;O:8:"stdClass":0:{},i:1;;O:8:"stdClass":0:{},i:2;;m:a:0:{}');
var_dump(count($h), $h->serialize());

$d = new SplObjectStorage;
$d->unserialize('x:i:2;O:8:"stdClass":0:{},i:1;;r:2;,i:2;;m:a:0:{}');
var_dump(count($d));
foreach ($d as $i => $obj) var_dump($d[$obj]);
?>
--EXPECTF--
x:i:0;m:a:0:{}
x:i:3;O:8:"stdClass":0:{},i:5;;O:11:"ArrayObject":4:{i:0;i:0;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;N;},r:2;;O:8:"stdClass":0:{},N;;m:a:0:{}
x:i:3;O:8:"stdClass":0:{},i:5;;O:11:"ArrayObject":4:{i:0;i:0;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;N;},r:2;;O:8:"stdClass":0:{},N;;m:a:1:{s:1:"m";a:1:{i:0;i:1;}}

Deprecated: Creation of dynamic property SplObjectStorage::$m is deprecated in %s on line 16
int(3)
array(1) {
  [0]=>
  int(1)
}
bool(true)
bool(true)
int(2)
int(1)
int(3)
int(3)
int(1)
string(39) "x:i:1;O:8:"stdClass":0:{},i:2;;m:a:0:{}"
int(1)
int(2)
