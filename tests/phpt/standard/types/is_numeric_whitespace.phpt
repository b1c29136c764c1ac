--TEST--
is_numeric with leading and trailing whitespace variants
--FILE--
<?php
foreach (["\t1", "1\t", "\n1\n", "\v1", "\f1", "1\r", " 1 ", "1 1"] as $s) {
    echo json_encode($s), ': ', var_export(is_numeric($s), true), "\n";
}
--EXPECT--
"\t1": true
"1\t": true
"\n1\n": true
"\u000b1": true
"\f1": true
"1\r": true
" 1 ": true
"1 1": false
