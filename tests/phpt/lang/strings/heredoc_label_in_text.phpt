--TEST--
Label text in the body does not end the heredoc unless alone
--FILE--
<?php
echo <<<END
ENDING is not the end
END_X is not the end either
 ENDX neither
END;
echo "\n";
--EXPECT--
ENDING is not the end
END_X is not the end either
 ENDX neither
