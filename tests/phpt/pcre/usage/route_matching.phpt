--TEST--
a tiny router with named parameters
--FILE--
<?php
$routes = ['/user/{id}' => 'user', '/post/{slug}/edit' => 'edit'];
foreach (['/user/42', '/post/hello-world/edit', '/nope'] as $path) {
    $found = 'none';
    foreach ($routes as $r => $name) {
        $re = '#^' . preg_replace('/\{(\w+)\}/', '(?<$1>[^/]+)', $r) . '$#';
        if (preg_match($re, $path, $m)) {
            $params = array_filter($m, 'is_string', ARRAY_FILTER_USE_KEY);
            $found = $name . ' ' . json_encode($params);
            break;
        }
    }
    echo $path, ' => ', $found, "\n";
}
--EXPECT--
/user/42 => user {"id":"42"}
/post/hello-world/edit => edit {"slug":"hello-world"}
/nope => none
