--TEST--
htmlentities HTML5 two-character entities
--FILE--
<?php
var_dump(htmlentities("fj f j <\u{20D2} =\u{20E5} >\u{20D2}", ENT_HTML5));
--EXPECT--
string(31) "&fjlig; f j &nvlt; &bne; &nvgt;"
