--TEST--
SplFileObject seek
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "l0\nl1\nl2\nl3");
$f = new SplFileObject($p);
$f->seek(2);
var_dump($f->key(), $f->current());
$f->seek(0);
var_dump($f->key(), $f->current());
$f->seek(10);
var_dump($f->key(), $f->current(), $f->valid());
try { $f->seek(-1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
unlink($p);
?>
--EXPECT--
int(2)
string(3) "l2
"
int(0)
string(3) "l0
"
int(3)
bool(false)
bool(false)
ValueError: SplFileObject::seek(): Argument #1 ($line) must be greater than or equal to 0
