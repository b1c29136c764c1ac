--TEST--
unpaired surrogates
--FILE--
<?php
foreach (['"\\ud800"', '"\\udc00"', '"\\ud800\\u0041"', '"\\ud800x"', '"\\ud800\\ud800"', '"\\ud800\\u"', '"\\ud83d\\ude00\\udc00"'] as $s) { var_dump(json_decode($s)); echo json_last_error(), ' ', json_last_error_msg(), "\n"; }
--EXPECT--
NULL
10 Single unpaired UTF-16 surrogate in unicode escape
NULL
10 Single unpaired UTF-16 surrogate in unicode escape
NULL
10 Single unpaired UTF-16 surrogate in unicode escape
NULL
10 Single unpaired UTF-16 surrogate in unicode escape
NULL
10 Single unpaired UTF-16 surrogate in unicode escape
NULL
10 Single unpaired UTF-16 surrogate in unicode escape
NULL
10 Single unpaired UTF-16 surrogate in unicode escape
