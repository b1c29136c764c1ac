--TEST--
SplFileObject DROP_NEW_LINE, SKIP_EMPTY, READ_AHEAD
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "a\nb\n\nc\n");
$f = new SplFileObject($p);
$f->setFlags(SplFileObject::DROP_NEW_LINE | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD);
var_dump($f->getFlags());
foreach ($f as $n => $line) var_dump($n, $line);
$f->setFlags(SplFileObject::DROP_NEW_LINE);
foreach ($f as $n => $line) var_dump($n, $line);
unlink($p);
?>
--EXPECT--
int(7)
int(0)
string(1) "a"
int(1)
string(1) "b"
int(2)
string(1) "c"
int(0)
string(1) "a"
int(1)
string(1) "b"
int(2)
string(0) ""
int(3)
string(1) "c"
int(4)
string(0) ""
