--TEST--
eval code can leave and re-enter PHP mode
--FILE--
<?php
eval('?>inline from eval<?php echo "|php\n";');
--EXPECT--
inline from eval|php
