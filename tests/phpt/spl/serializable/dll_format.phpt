--TEST--
SplDoublyLinkedList, SplQueue and SplStack serialize()/unserialize(): the flags then each element after ':', with one numbering; unserialize() empties the list first
--FILE--
<?php
$o = new stdClass;
$l = new SplDoublyLinkedList;
var_dump($l->serialize());
$l->push(1); $l->push('a'); $l->push($o); $l->push($o); $l->push([1.5, null, true]);
echo $l->serialize(), "\n";
@$l->dyn = 1;
echo $l->serialize(), "\n";
$s = new SplStack; $s->push(1); $s->push(2);
echo $s->serialize(), "\n";
$q = new SplQueue; $q->push(1);
$q->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE);
echo $q->serialize(), "\n";
echo serialize($q), "\n";

$m = new SplDoublyLinkedList; $m->push('old');
$m->unserialize($l->serialize());
var_dump(count($m), $m[2] === $m[3], $m[4]);
$m->unserialize('i:4294967298;:i:7;');
var_dump($m->getIteratorMode(), count($m), $m[0]);
$st = new SplStack;
$st->unserialize('i:0;:i:1;:i:2;');
var_dump($st->getIteratorMode());
foreach ($st as $v) echo $v;
echo "\n";
$st->unserialize('i:6;:i:1;:i:2;');
foreach ($st as $v) echo $v;
echo "\n";
$e = new SplQueue; $e->push(9);
$e->unserialize('');
var_dump(count($e));
$e->unserialize("i:0;\0junk");
var_dump(count($e));
$w = new SplDoublyLinkedList;
$w->unserialize($s->serialize());
var_dump($w->getIteratorMode(), $w->pop());
?>
--EXPECT--
string(4) "i:0;"
i:0;:i:1;:s:1:"a";:O:8:"stdClass":0:{}:r:4;:a:3:{i:0;d:1.5;i:1;N;i:2;b:1;}
i:0;:i:1;:s:1:"a";:O:8:"stdClass":0:{}:r:4;:a:3:{i:0;d:1.5;i:1;N;i:2;b:1;}
i:6;:i:1;:i:2;
i:5;:i:1;
O:8:"SplQueue":3:{i:0;i:5;i:1;a:1:{i:0;i:1;}i:2;a:0:{}}
int(5)
bool(true)
array(3) {
  [0]=>
  float(1.5)
  [1]=>
  NULL
  [2]=>
  bool(true)
}
int(2)
int(1)
int(7)
int(0)
12
21
int(1)
int(0)
int(6)
int(2)
