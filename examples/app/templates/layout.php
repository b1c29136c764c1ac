<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title><?= $e($title ?? 'Tusk example') ?></title>
<link rel="stylesheet" href="/style.css">
</head>
<body>
<nav><a href="/">Home</a><a href="/notes">Notes</a><a href="/upload">Upload</a><a href="/counter">Counter</a><a href="/api/notes">JSON</a></nav>
<?= $content ?>
</body>
</html>
