--TEST--
fputcsv separator, enclosure and eol
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fputcsv($f, ['a;b', 'c d', "e'f"], ';', "'");
fputcsv($f, ['x', 'y z'], "\t", '"', '\\', "\r\n");
fputcsv($f, []);
rewind($f);
var_dump(stream_get_contents($f));
--EXPECT--
string(29) "'a;b';'c d';'e''f'
x	"y z"

"
