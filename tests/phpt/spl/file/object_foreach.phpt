--TEST--
SplFileObject foreach over lines
--FILE--
<?php
$p = tempnam(sys_get_temp_dir(), 'spl');
file_put_contents($p, "a\nb\n\nc\n");
$f = new SplFileObject($p);
foreach ($f as $n => $line) var_dump($n, $line);
unlink($p);
?>
--EXPECT--
int(0)
string(2) "a
"
int(1)
string(2) "b
"
int(2)
string(1) "
"
int(3)
string(2) "c
"
int(4)
string(0) ""
