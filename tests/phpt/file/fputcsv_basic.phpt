--TEST--
fputcsv quoting
--FILE--
<?php
$f = fopen('php://memory', 'w+');
var_dump(fputcsv($f, ['plain', 'with space', 'comma,here', 'quote"here', "new\nline", 'tab	x', '', null, 1.5, true, false, 42]));
rewind($f);
var_dump(stream_get_contents($f));
--EXPECT--
int(77)
string(77) "plain,"with space","comma,here","quote""here","new
line","tab	x",,,1.5,1,,42
"
