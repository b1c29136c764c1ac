--TEST--
ArrayObject/ArrayIterator flags keep their low 16 bits (php keeps internal flags above them)
--FILE--
<?php
foreach ([0x12345678, -1, 3, 0x10000] as $f) {
    $a = new ArrayObject([1]);
    $a->setFlags($f);
    var_dump($a->getFlags());
    echo serialize($a), "\n";
    $i = new ArrayIterator([], $f);
    var_dump($i->getFlags());
}
--EXPECT--
int(22136)
O:11:"ArrayObject":4:{i:0;i:22136;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;N;}
int(22136)
int(65535)
O:11:"ArrayObject":4:{i:0;i:65535;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;N;}
int(65535)
int(3)
O:11:"ArrayObject":4:{i:0;i:3;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;N;}
int(3)
int(0)
O:11:"ArrayObject":4:{i:0;i:0;i:1;a:1:{i:0;i:1;}i:2;a:0:{}i:3;N;}
int(0)
