--TEST--
Inline HTML inside a function body
--FILE--
<?php function show($n) { ?>
[<?= $n ?>]
<?php } show(1); show(2);
--EXPECT--
[1]
[2]
