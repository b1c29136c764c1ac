--TEST--
brackets closed by the other kind
--FILE--
<?php
foreach (['[1}', '{"a":1]', '[}', '{]', '[[1]}', '{"a":[1}}', '[1,}', '{"a":1,]'] as $s) { var_dump(json_decode($s)); echo json_last_error(), ' ', json_last_error_msg(), "\n"; }
--EXPECT--
NULL
2 State mismatch (invalid or malformed JSON)
NULL
2 State mismatch (invalid or malformed JSON)
NULL
2 State mismatch (invalid or malformed JSON)
NULL
2 State mismatch (invalid or malformed JSON)
NULL
2 State mismatch (invalid or malformed JSON)
NULL
2 State mismatch (invalid or malformed JSON)
NULL
4 Syntax error
NULL
4 Syntax error
