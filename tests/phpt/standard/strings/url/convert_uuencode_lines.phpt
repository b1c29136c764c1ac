--TEST--
convert_uuencode of data longer than one line
--FILE--
<?php
echo convert_uuencode(str_repeat("0123456789", 10));
--EXPECT--
M,#$R,S0U-C<X.3`Q,C,T-38W.#DP,3(S-#4V-S@Y,#$R,S0U-C<X.3`Q,C,T
M-38W.#DP,3(S-#4V-S@Y,#$R,S0U-C<X.3`Q,C,T-38W.#DP,3(S-#4V-S@Y
*,#$R,S0U-C<X.0``
`
