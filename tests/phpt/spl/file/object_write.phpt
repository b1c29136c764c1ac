--TEST--
SplFileObject fwrite and fputcsv
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
$f = new SplFileObject($p, 'w+');
var_dump($f->fwrite("hello world\n", 5), $f->fwrite("\n"));
var_dump($f->fputcsv(['a', 'b c', 'd"e']));
$f->rewind();
foreach ($f as $line) var_dump($line);
unset($f);
unlink($p);
?>
--EXPECT--
int(5)
int(1)
int(15)
string(6) "hello
"
string(15) "a,"b c","d""e"
"
string(0) ""
