--TEST--
fputcsv and the escape character
--FILE--
<?php
$f = fopen('php://memory', 'w+');
fputcsv($f, ['a\\"b', 'c\\d', 'e\\']);
fputcsv($f, ['a\\"b', 'c\\d'], ',', '"', '');
fputcsv($f, ['a"b'], ',', '"', '"');
rewind($f);
echo stream_get_contents($f);
--EXPECT--
"a\"b","c\d","e\"
"a\""b",c\d
"a"b"
